#!/usr/bin/env python3
"""Check the ```python blocks of the docs against the abstra API contract.

    python3 api/check_examples.py [--contract api/contract.json] [paths...]   (default: docs/)

For every ```python (or ```py) fenced block in .md/.mdx files:
  * it parses as Python 3.9+;
  * every `import abstra...` / `from abstra... import X` names a public module or name;
  * every call to an abstra callable binds to its real signature (unknown keyword, missing
    required argument, surplus positional). Parts hidden by *args / **kwargs splats are skipped.

A block opts out only with a reason in its meta string: ```python no-check="why".
Standard library only; runs on Python 3.9+.
"""

import argparse
import ast
import difflib
import json
import os
import re
import sys
from pathlib import Path
from typing import Dict, List, Optional, Tuple

PACKAGE = "abstra"
DEFAULT_CONTRACT = Path(__file__).resolve().parent / "contract.json"
FENCE_RE = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})(?P<info>.*)$")
NO_CHECK_RE = re.compile(r"""(?:^|\s)no-check(?:=(?:"(?P<dq>[^"]*)"|'(?P<sq>[^']*)'|(?P<bare>\S*)))?""")
PYTHON_LANGS = {"python", "py", "python3"}


class Block:
    def __init__(self, path: Path, start_line: int, lang: str, meta: str, code: str):
        self.path = path
        self.start_line = start_line  # 1-based line in the file of the block's first code line
        self.lang = lang
        self.meta = meta
        self.code = code


def extract_blocks(path: Path, text: str) -> List[Block]:
    blocks: List[Block] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        match = FENCE_RE.match(lines[i])
        if not match or (match.group("fence")[0] == "`" and "`" in match.group("info")):
            i += 1
            continue
        indent = len(match.group("indent").expandtabs(4))
        fence = match.group("fence")
        info = match.group("info").strip()
        lang, _, meta = info.partition(" ")
        body: List[str] = []
        j = i + 1
        while j < len(lines):
            closing = FENCE_RE.match(lines[j])
            if (
                closing
                and closing.group("fence")[0] == fence[0]
                and len(closing.group("fence")) >= len(fence)
                and closing.group("info").strip() == ""
            ):
                break
            line = lines[j]
            # Strip the fence's own indentation (blocks nested in lists or admonitions).
            strip = 0
            while strip < indent and strip < len(line) and line[strip] in " \t":
                strip += 1
            body.append(line[strip:])
            j += 1
        blocks.append(Block(path, i + 2, lang.lower(), meta.strip(), "\n".join(body) + "\n"))
        i = j + 1
    return blocks


class Contract:
    def __init__(self, data: dict):
        self.data = data
        self.modules: Dict[str, dict] = data["modules"]

    def is_package_path(self, dotted: str) -> bool:
        """True for `abstra` and any prefix of a public module (e.g. abstra for abstra.ai)."""
        return dotted == PACKAGE or any(m.startswith(dotted + ".") for m in self.modules)

    def module(self, dotted: str) -> Optional[dict]:
        return self.modules.get(dotted)


# Targets a local name can be bound to.
class ModuleRef:
    def __init__(self, dotted: str):
        self.dotted = dotted


class MemberRef:
    def __init__(self, module: str, name: str, entry: dict):
        self.module = module
        self.name = name
        self.entry = entry

    @property
    def qualname(self) -> str:
        return f"{self.module}.{self.name}"


class MethodRef:
    def __init__(self, owner: MemberRef, name: str, entry: dict):
        self.owner = owner
        self.name = name
        self.entry = entry


class BlockChecker(ast.NodeVisitor):
    def __init__(self, contract: Contract, block: Block):
        self.contract = contract
        self.block = block
        self.bindings: Dict[str, object] = {}
        self.errors: List[Tuple[int, str]] = []
        self.legacy_threads_line: Optional[int] = None

    # -- helpers ---------------------------------------------------------------------------
    def error(self, node: ast.AST, message: str) -> None:
        self.errors.append((self.block.start_line + getattr(node, "lineno", 1) - 1, message))

    def resolve_dotted_module(self, node: ast.AST, dotted: str) -> bool:
        if self.contract.module(dotted) is not None or self.contract.is_package_path(dotted):
            if dotted == f"{PACKAGE}.workflows":
                self.check_workflows_import(node)
            return True
        self.error(node, f"unknown module '{dotted}': not a public module of {PACKAGE} "
                         f"{self.contract.data.get('version', '')}".rstrip())
        return False

    def check_workflows_import(self, node: ast.AST) -> None:
        if self.legacy_threads_line is None or self.legacy_threads_line > node.lineno:
            self.error(
                node,
                f"'{PACKAGE}.workflows' raises DeprecatedModule unless "
                f"{PACKAGE}.compat.use_legacy_threads(...) is called before the import",
            )

    def resolve(self, node: ast.AST) -> Optional[object]:
        if isinstance(node, ast.Name):
            return self.bindings.get(node.id)
        if isinstance(node, ast.Attribute):
            base = self.resolve(node.value)
            if base is None:
                return None
            if isinstance(base, ModuleRef):
                sub = f"{base.dotted}.{node.attr}"
                if self.contract.module(sub) is not None or self.contract.is_package_path(sub):
                    return ModuleRef(sub)
                module = self.contract.module(base.dotted)
                members = module["members"] if module else {}
                if node.attr in members:
                    return MemberRef(base.dotted, node.attr, members[node.attr])
                self.error(node, f"'{base.dotted}' has no public name '{node.attr}'{suggest(node.attr, members)}")
                return None
            if isinstance(base, MemberRef) and base.entry.get("kind") == "class":
                method = base.entry.get("methods", {}).get(node.attr)
                if method and method.get("kind") in ("staticmethod", "classmethod"):
                    return MethodRef(base, node.attr, method)
            return None
        return None

    # -- imports -----------------------------------------------------------------------------
    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            if alias.name != PACKAGE and not alias.name.startswith(PACKAGE + "."):
                continue
            if not self.resolve_dotted_module(node, alias.name):
                continue
            if alias.asname:
                self.bindings[alias.asname] = ModuleRef(alias.name)
            else:
                self.bindings[PACKAGE] = ModuleRef(PACKAGE)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        source = node.module or ""
        if node.level or (source != PACKAGE and not source.startswith(PACKAGE + ".")):
            return
        if not self.resolve_dotted_module(node, source):
            return
        module = self.contract.module(source)
        members = module["members"] if module else {}
        for alias in node.names:
            local = alias.asname or alias.name
            if alias.name == "*":
                for name, entry in members.items():
                    self.bindings[name] = MemberRef(source, name, entry)
                continue
            sub = f"{source}.{alias.name}"
            if self.contract.module(sub) is not None or self.contract.is_package_path(sub):
                if sub == f"{PACKAGE}.workflows":
                    self.check_workflows_import(node)
                self.bindings[local] = ModuleRef(sub)
            elif alias.name in members:
                self.bindings[local] = MemberRef(source, alias.name, members[alias.name])
            else:
                self.error(node, f"'{source}' has no public name '{alias.name}'{suggest(alias.name, members)}")

    # -- shadowing ---------------------------------------------------------------------------
    def visit_Name(self, node: ast.Name) -> None:
        if isinstance(node.ctx, ast.Store):
            self.bindings.pop(node.id, None)

    def visit_FunctionDef(self, node) -> None:
        for decorator in node.decorator_list:
            self.visit(decorator)
        self.visit(node.args)
        for statement in node.body:
            self.visit(statement)
        if node.returns:
            self.visit(node.returns)
        self.bindings.pop(node.name, None)

    visit_AsyncFunctionDef = visit_FunctionDef

    # -- calls -------------------------------------------------------------------------------
    def visit_Call(self, node: ast.Call) -> None:
        target = self.resolve(node.func)
        self.generic_visit(node)
        if isinstance(target, MemberRef):
            entry = target.entry
            if entry.get("kind") == "function":
                if target.qualname == f"{PACKAGE}.compat.use_legacy_threads" and self.legacy_threads_line is None:
                    self.legacy_threads_line = node.lineno
                self.bind(node, target.qualname, entry.get("signature"), entry.get("deprecated_params", []))
            elif entry.get("kind") == "class":
                self.bind(node, target.qualname, entry.get("constructor"), [])
        elif isinstance(target, MethodRef):
            name = f"{target.owner.qualname}.{target.name}"
            self.bind(node, name, target.entry.get("signature"), target.entry.get("deprecated_params", []))
        elif isinstance(target, ModuleRef):
            self.error(node, f"'{target.dotted}' is a module, not a callable")

    def bind(self, node: ast.Call, name: str, signature: Optional[dict], deprecated: List[dict]) -> None:
        if not signature:
            return
        params = signature["params"]
        by_name = {p["name"]: p for p in params}
        positional = [p for p in params if p["kind"] in ("positional_only", "positional_or_keyword")]
        has_var_positional = any(p["kind"] == "var_positional" for p in params)
        has_var_keyword = any(p["kind"] == "var_keyword" for p in params)
        deprecated_names = {d["name"] for d in deprecated}
        star = any(isinstance(a, ast.Starred) for a in node.args)
        double_star = any(k.arg is None for k in node.keywords)

        bound = set()
        if not star:
            if len(node.args) > len(positional) and not has_var_positional:
                self.error(
                    node,
                    f"{name}() takes {len(positional)} positional argument"
                    f"{'' if len(positional) == 1 else 's'} but {len(node.args)} were given",
                )
            bound.update(p["name"] for p in positional[: len(node.args)])

        for keyword in node.keywords:
            if keyword.arg is None:
                continue
            param = by_name.get(keyword.arg)
            if param and param["kind"] in ("positional_or_keyword", "keyword_only"):
                if keyword.arg in bound:
                    self.error(keyword, f"{name}() got multiple values for argument '{keyword.arg}'")
                bound.add(keyword.arg)
            elif keyword.arg in deprecated_names or has_var_keyword:
                continue
            elif param and param["kind"] == "positional_only":
                self.error(keyword, f"{name}() got positional-only argument '{keyword.arg}' passed as keyword")
            else:
                names = [p["name"] for p in params if p["kind"] not in ("var_positional", "var_keyword")]
                self.error(
                    keyword,
                    f"{name}() got an unexpected keyword argument '{keyword.arg}'{suggest(keyword.arg, names)}",
                )

        for param in params:
            if not param["required"] or param["name"] in bound:
                continue
            kind = param["kind"]
            if star and kind in ("positional_only", "positional_or_keyword"):
                continue
            if double_star and kind in ("keyword_only", "positional_or_keyword"):
                continue
            self.error(node, f"{name}() missing required argument '{param['name']}'")


def suggest(name: str, candidates) -> str:
    close = difflib.get_close_matches(name, list(candidates), n=1)
    return f" (did you mean '{close[0]}'?)" if close else ""


def opt_out_reason(meta: str) -> Optional[Tuple[bool, str]]:
    """(has_reason, reason) when the meta string contains no-check, else None."""
    match = NO_CHECK_RE.search(meta)
    if not match:
        return None
    reason = match.group("dq") or match.group("sq") or match.group("bare") or ""
    return (bool(reason.strip()), reason.strip())


def check_block(contract: Contract, block: Block) -> List[Tuple[int, str]]:
    try:
        tree = ast.parse(block.code, filename=str(block.path), feature_version=(3, 9))
    except SyntaxError as error:
        line = block.start_line + (error.lineno or 1) - 1
        return [(line, f"syntax error (Python 3.9): {error.msg}")]
    checker = BlockChecker(contract, block)
    checker.visit(tree)
    return sorted(checker.errors)


def collect_files(paths: List[str]) -> List[Path]:
    files: List[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            files.extend(p for p in path.rglob("*") if p.suffix in (".md", ".mdx") and p.is_file())
        elif path.is_file():
            files.append(path)
        else:
            raise FileNotFoundError(raw)
    return sorted(set(files))


def display_path(path: Path) -> str:
    try:
        return os.path.relpath(path)
    except ValueError:
        return str(path)


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description="Check python code blocks against the abstra API contract.")
    parser.add_argument("paths", nargs="*", default=["docs"])
    parser.add_argument("--contract", default=str(DEFAULT_CONTRACT))
    args = parser.parse_args(argv)

    with open(args.contract, encoding="utf-8") as handle:
        contract = Contract(json.load(handle))
    try:
        files = collect_files(args.paths)
    except FileNotFoundError as missing:
        print(f"check_examples: no such file or directory: {missing}", file=sys.stderr)
        return 2

    checked = failed = opted_out = 0
    for path in files:
        for block in extract_blocks(path, path.read_text(encoding="utf-8")):
            if block.lang not in PYTHON_LANGS:
                continue
            opt_out = opt_out_reason(block.meta)
            if opt_out is not None:
                has_reason, _reason = opt_out
                if has_reason:
                    opted_out += 1
                    continue
                checked += 1
                failed += 1
                print(f"{display_path(path)}:{block.start_line - 1}: no-check needs a reason: "
                      f'no-check="why this block cannot be checked"')
                continue
            checked += 1
            errors = check_block(contract, block)
            if errors:
                failed += 1
                for line, message in errors:
                    print(f"{display_path(path)}:{line}: {message}")
    print(f"{checked} blocks checked, {failed} failed, {opted_out} opted out")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
