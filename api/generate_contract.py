#!/usr/bin/env python3
"""Introspect the installed `abstra` package and write its public API contract as JSON.

Usage: python generate_contract.py OUTPUT.json

The contract holds names, kinds, signatures, annotations, defaults and deprecation flags.
It never holds docstrings or other prose. Output is deterministic: sorted keys, stable
ordering, no memory addresses and no absolute paths.
"""

import ast
import contextlib
import enum
import importlib
import inspect
import io
import json
import os
import pkgutil
import re
import sys
import textwrap
import tokenize
import types
import typing

PACKAGE = "abstra"

# Importing abstra runs a network health check unless CLOUD_API_ENDPOINT is set. Fix the value so
# the import makes no network call and nothing derived from the endpoint depends on the network.
os.environ["CLOUD_API_ENDPOINT"] = "https://cloud-api.abstra.cloud"

PARAM_KINDS = {
    inspect.Parameter.POSITIONAL_ONLY: "positional_only",
    inspect.Parameter.POSITIONAL_OR_KEYWORD: "positional_or_keyword",
    inspect.Parameter.VAR_POSITIONAL: "var_positional",
    inspect.Parameter.KEYWORD_ONLY: "keyword_only",
    inspect.Parameter.VAR_KEYWORD: "var_keyword",
}

ADDRESS_RE = re.compile(r" at 0x[0-9a-fA-F]+")
DEPRECATED_DOC_RE = re.compile(r"\bdeprecated\b", re.IGNORECASE)


# --------------------------------------------------------------------------- annotations


def _type_name(obj: type) -> str:
    module = getattr(obj, "__module__", "") or ""
    qualname = getattr(obj, "__qualname__", None) or getattr(obj, "__name__", repr(obj))
    if module in ("builtins", "typing", "collections.abc") or module.split(".")[0] in (
        PACKAGE,
        "abstra_internals",
    ):
        return qualname
    if module == "types" and qualname == "NoneType":
        return "None"
    root = module.split(".")[0]
    root_module = sys.modules.get(root)
    if root_module is not None and getattr(root_module, qualname.split(".")[0], None) is obj:
        return f"{root}.{qualname}"
    return f"{module}.{qualname}"


def normalize_annotation(annotation) -> typing.Optional[str]:
    """Render an annotation as a stable, readable string (None when there is none)."""
    if annotation is inspect.Parameter.empty or annotation is inspect.Signature.empty:
        return None
    return _ann(annotation)


def _ann(a) -> str:
    if a is None or a is type(None):
        return "None"
    if a is Ellipsis:
        return "..."
    if isinstance(a, str):
        return a
    if isinstance(a, typing.ForwardRef):
        return a.__forward_arg__
    if isinstance(a, typing.TypeVar):
        return a.__name__
    if isinstance(a, (list, tuple)):
        return "[" + ", ".join(_ann(x) for x in a) + "]"
    origin = typing.get_origin(a)
    args = typing.get_args(a)
    if origin is not None and getattr(origin, "_name", None) in ("NotRequired", "Required"):
        return _ann(args[0])
    if origin is typing.Union or (hasattr(types, "UnionType") and origin is types.UnionType):
        non_none = [x for x in args if x is not type(None)]
        if len(non_none) == 1 and len(args) == 2:
            return f"Optional[{_ann(non_none[0])}]"
        return "Union[" + ", ".join(_ann(x) for x in args) + "]"
    if origin is typing.Literal:
        return "Literal[" + ", ".join(repr(x) for x in args) + "]"
    if origin is not None:
        if getattr(a, "__module__", None) == "typing":
            name = getattr(a, "_name", None) or _type_name(origin)
        else:
            name = _type_name(origin)
        if origin is typing.Annotated if hasattr(typing, "Annotated") else False:
            return _ann(args[0])
        if name == "Callable" or origin is getattr(__import__("collections.abc").abc, "Callable"):
            if len(args) == 2 and isinstance(args[0], list):
                return f"{name}[{_ann(args[0])}, {_ann(args[1])}]"
            if args and args[0] is not Ellipsis and not isinstance(args[0], list):
                params = "[" + ", ".join(_ann(x) for x in args[:-1]) + "]"
                return f"{name}[{params}, {_ann(args[-1])}]"
        if not args:
            return name
        return f"{name}[" + ", ".join(_ann(x) for x in args) + "]"
    if getattr(a, "__module__", None) == "typing":
        name = getattr(a, "_name", None)
        if name:
            return name
        text = repr(a)
        return text[len("typing.") :] if text.startswith("typing.") else text
    if isinstance(a, type):
        return _type_name(a)
    return _clean_repr(repr(a))


def _clean_repr(text: str) -> str:
    text = ADDRESS_RE.sub("", text)
    text = text.replace("typing.", "")
    return text


# --------------------------------------------------------------------------- defaults and values


def default_repr(value) -> str:
    if isinstance(value, enum.Enum):
        return f"{type(value).__name__}.{value.name}"
    if inspect.isfunction(value) or inspect.isbuiltin(value) or inspect.isclass(value):
        return getattr(value, "__qualname__", getattr(value, "__name__", "<callable>"))
    text = _clean_repr(repr(value))
    return _strip_paths(text)


def _strip_paths(text: str) -> str:
    for prefix in sorted({sys.prefix, sys.base_prefix, os.getcwd(), os.path.expanduser("~")}, key=len, reverse=True):
        if prefix and prefix != "/" and prefix in text:
            text = text.replace(prefix, "<path>")
    return text


def json_safe(value, depth: int = 0):
    """Return (ok, value) where value is JSON-safe when ok is True."""
    if depth > 4:
        return False, None
    if value is None or isinstance(value, (bool, str)):
        return True, value
    if isinstance(value, int) and not isinstance(value, enum.Enum):
        return True, value
    if isinstance(value, float) and value == value and value not in (float("inf"), float("-inf")):
        return True, value
    if isinstance(value, (list, tuple)) and type(value) in (list, tuple):
        out = []
        for item in value:
            ok, v = json_safe(item, depth + 1)
            if not ok:
                return False, None
            out.append(v)
        return True, out
    if isinstance(value, dict) and type(value) is dict and all(isinstance(k, str) for k in value):
        out = {}
        for k in sorted(value):
            ok, v = json_safe(value[k], depth + 1)
            if not ok:
                return False, None
            out[k] = v
        return True, out
    return False, None


# --------------------------------------------------------------------------- deprecation


def is_deprecated(obj) -> bool:
    """abstra marks deprecation with @deprecated (sets __is_deprecated__) and in docstrings."""
    if getattr(obj, "__is_deprecated__", False) is True:
        return True
    doc = inspect.getdoc(obj) if (inspect.isfunction(obj) or inspect.isclass(obj) or inspect.ismethod(obj)) else None
    if doc:
        first_line = doc.strip().splitlines()[0]
        if DEPRECATED_DOC_RE.search(first_line):
            return True
    return False


def deprecated_params(obj) -> typing.List[dict]:
    """@deprecated_kwarg records (old, new) pairs in __deprecated_kwargs__."""
    pairs = getattr(obj, "__deprecated_kwargs__", None) or ()
    return [{"name": old, "replacement": new} for old, new in pairs]


# --------------------------------------------------------------------------- signatures


def signature_of(obj, drop_first: bool = False) -> typing.Optional[dict]:
    try:
        sig = inspect.signature(obj)
    except (TypeError, ValueError):
        return None
    params = list(sig.parameters.values())
    if drop_first and params and params[0].kind in (
        inspect.Parameter.POSITIONAL_ONLY,
        inspect.Parameter.POSITIONAL_OR_KEYWORD,
    ):
        params = params[1:]
    out = []
    for p in params:
        has_default = p.default is not inspect.Parameter.empty
        out.append(
            {
                "name": p.name,
                "kind": PARAM_KINDS[p.kind],
                "annotation": normalize_annotation(p.annotation),
                "default": default_repr(p.default) if has_default else None,
                "required": (not has_default)
                and p.kind not in (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD),
            }
        )
    return {"params": out, "returns": normalize_annotation(sig.return_annotation)}


def origin_of(obj) -> typing.Optional[str]:
    module = getattr(obj, "__module__", None)
    qualname = getattr(obj, "__qualname__", None)
    if not module or not qualname or not isinstance(module, str) or not isinstance(qualname, str):
        return None
    return f"{module}.{qualname}"


def _same_root(cls: type, base: type) -> bool:
    a = (getattr(cls, "__module__", "") or "").split(".")[0]
    b = (getattr(base, "__module__", "") or "").split(".")[0]
    roots = {PACKAGE, "abstra_internals"}
    return a == b or (a in roots and b in roots)


def is_typed_dict(cls: type) -> bool:
    return isinstance(cls, type) and issubclass(cls, dict) and hasattr(cls, "__required_keys__")


def describe_class(cls: type, qualname: str) -> dict:
    typed = is_typed_dict(cls)
    constructor = typed_dict_signature(cls) if typed else signature_of(cls)
    methods = {}
    for name in sorted(dir(cls)):
        if name.startswith("_"):
            continue
        owner = next((base for base in cls.__mro__ if name in base.__dict__), None)
        if owner is None or owner is object or not _same_root(cls, owner):
            continue
        raw = owner.__dict__[name]
        if isinstance(raw, staticmethod):
            kind, func, drop = "staticmethod", raw.__func__, False
        elif isinstance(raw, classmethod):
            kind, func, drop = "classmethod", raw.__func__, True
        elif isinstance(raw, property):
            kind, func, drop = "property", raw.fget, True
        elif inspect.isfunction(raw):
            kind, func, drop = "method", raw, True
        else:
            continue
        entry = {"kind": kind, "deprecated": is_deprecated(func) if func else False}
        if kind == "property":
            sig = signature_of(func) if func else None
            entry["returns"] = sig["returns"] if sig else None
        else:
            entry["signature"] = signature_of(func, drop_first=drop)
            entry["deprecated_params"] = deprecated_params(func)
        methods[name] = entry
    bases = [_type_name(b) for b in cls.__bases__ if b is not object]
    return {
        "kind": "class",
        "qualname": qualname,
        "origin": origin_of(cls),
        "deprecated": is_deprecated(cls),
        "bases": bases,
        "is_exception": issubclass(cls, BaseException),
        "constructor": constructor,
        "methods": methods,
        "typed_dict": typed,
    }


def _public_type(cls: type) -> type:
    """First class in the MRO not defined in a private module.

    Example: importing pip swaps the logging class for pip._internal's VerboseLogger; the
    public type of `abstra.logging.logger` stays logging.Logger.
    """
    for klass in cls.__mro__:
        module = getattr(klass, "__module__", "") or ""
        if not any(part.startswith("_") for part in module.split(".")):
            return klass
    return cls


def typed_dict_signature(cls: type) -> dict:
    required = getattr(cls, "__required_keys__", frozenset())
    params = []
    for name, annotation in cls.__annotations__.items():
        params.append(
            {
                "name": name,
                "kind": "keyword_only",
                "annotation": normalize_annotation(annotation),
                "default": None,
                "required": name in required,
            }
        )
    return {"params": params, "returns": None}


def describe_member(obj, qualname: str) -> dict:
    if inspect.isclass(obj):
        return describe_class(obj, qualname)
    if inspect.isfunction(obj) or inspect.isbuiltin(obj) or (callable(obj) and hasattr(obj, "__wrapped__")):
        return {
            "kind": "function",
            "qualname": qualname,
            "origin": origin_of(obj),
            "deprecated": is_deprecated(obj),
            "deprecated_params": deprecated_params(obj),
            "signature": signature_of(obj),
        }
    # Constants, typing aliases and instances.
    entry = {"kind": "constant", "qualname": qualname, "origin": None, "deprecated": False}
    if getattr(obj, "__module__", None) == "typing" or typing.get_origin(obj) is not None:
        entry["type"] = "typing"
        entry["value"] = _ann(obj)
        return entry
    ok, value = json_safe(obj)
    entry["type"] = _type_name(_public_type(type(obj)))
    entry["value"] = value if ok else None
    return entry


# --------------------------------------------------------------------------- modules


def public_module_names() -> typing.List[str]:
    package = importlib.import_module(PACKAGE)
    names = []
    for info in pkgutil.walk_packages(package.__path__, prefix=PACKAGE + ".", onerror=lambda _n: None):
        parts = info.name.split(".")
        if any(part.startswith("_") for part in parts):
            continue
        names.append(info.name)
    return sorted(set(names))


def legacy_workflow_members() -> dict:
    """abstra.workflows only exists after use_legacy_threads() installs its functions.

    Read which names it installs from the source of use_legacy_threads (assignments such as
    `workflow.set_data = _set_data`) and describe the functions it assigns.
    """
    compat = importlib.import_module("abstra.compat")
    func = compat.use_legacy_threads
    impl_module = sys.modules[func.__module__]
    tree = ast.parse(textwrap.dedent(inspect.getsource(func)))
    members = {}
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Attribute)
            and isinstance(node.targets[0].value, ast.Name)
            and node.targets[0].value.id == "workflow"
            and isinstance(node.value, ast.Name)
        ):
            name = node.targets[0].attr
            target = getattr(impl_module, node.value.id, None)
            if target is None:
                continue
            entry = describe_member(target, f"{PACKAGE}.workflows.{name}")
            entry["deprecated"] = True
            entry["requires"] = f"{PACKAGE}.compat.use_legacy_threads"
            members[name] = entry
    return members


def legacy_names_in_all(module) -> typing.Set[str]:
    """Names listed in `__all__` under a `# Legacy` or `# Deprecated` comment.

    abstra.forms groups Page, reactive and run_steps that way; the comment is the marker.
    """
    try:
        source = inspect.getsource(module)
    except (OSError, TypeError):
        return set()
    names: typing.Set[str] = set()
    in_all = False
    legacy = False
    depth = 0
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if not in_all:
            if tok.type == tokenize.NAME and tok.string == "__all__" and tok.start[1] == 0:
                in_all = True
            continue
        if tok.type == tokenize.OP and tok.string in "([{":
            depth += 1
        elif tok.type == tokenize.OP and tok.string in ")]}":
            depth -= 1
            if depth == 0:
                break
        elif tok.type == tokenize.COMMENT:
            legacy = bool(re.search(r"\b(legacy|deprecated)\b", tok.string, re.IGNORECASE))
        elif tok.type == tokenize.STRING and legacy:
            names.add(ast.literal_eval(tok.string))
    return names


def describe_module(name: str) -> dict:
    entry = {
        "name": name,
        "importable": True,
        "import_error": None,
        "deprecated": False,
        "has_all": False,
        "members": {},
    }
    try:
        module = importlib.import_module(name)
    except Exception as error:  # noqa: BLE001 - any import failure is recorded, not raised
        entry["importable"] = False
        entry["import_error"] = type(error).__name__
        if type(error).__name__ == "DeprecatedModule":
            entry["deprecated"] = True
            if name == f"{PACKAGE}.workflows":
                entry["members"] = legacy_workflow_members()
        return entry

    exported = getattr(module, "__all__", None)
    if exported is not None:
        entry["has_all"] = True
        names = list(exported)
    else:
        names = [n for n in vars(module) if not n.startswith("_")]
    legacy = legacy_names_in_all(module)
    for member in sorted(set(names)):
        if not hasattr(module, member):
            continue
        obj = getattr(module, member)
        if inspect.ismodule(obj):
            continue
        described = describe_member(obj, f"{name}.{member}")
        if member in legacy:
            described["deprecated"] = True
        entry["members"][member] = described
    return entry


def add_aliases(modules: dict) -> None:
    """Record, on every member, the other public qualified names that export the same object."""
    by_origin: typing.Dict[str, typing.List[str]] = {}
    for module in modules.values():
        for member in module["members"].values():
            origin = member.get("origin")
            if origin:
                by_origin.setdefault(origin, []).append(member["qualname"])
    for module in modules.values():
        for member in module["members"].values():
            origin = member.get("origin")
            others = by_origin.get(origin, []) if origin else []
            member["also_exported_as"] = sorted(q for q in others if q != member["qualname"])


def build_contract() -> dict:
    import importlib.metadata as metadata

    modules = {}
    for name in public_module_names():
        modules[name] = describe_module(name)
    add_aliases(modules)
    # "package" and "version" come first; every nested object has sorted keys.
    return {
        "package": PACKAGE,
        "version": metadata.version(PACKAGE),
        "modules": sort_keys_deep(modules),
    }


def sort_keys_deep(value):
    if isinstance(value, dict):
        return {key: sort_keys_deep(value[key]) for key in sorted(value)}
    if isinstance(value, list):
        return [sort_keys_deep(item) for item in value]
    return value


def main(argv: typing.List[str]) -> int:
    if len(argv) != 2:
        sys.stderr.write("usage: generate_contract.py OUTPUT.json\n")
        return 2
    output = argv[1]
    captured = io.StringIO()
    # abstra prints at import time; keep it out of our output.
    with contextlib.redirect_stdout(captured), contextlib.redirect_stderr(captured):
        contract = build_contract()
    text = json.dumps(contract, indent=2, ensure_ascii=False) + "\n"
    if ADDRESS_RE.search(text):
        sys.stderr.write("contract contains a memory address; refusing to write it\n")
        return 1
    with open(output, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)
    return 0


if __name__ == "__main__":
    code = main(sys.argv)
    sys.stdout.flush()
    sys.stderr.flush()
    # abstra starts background threads at import time; do not wait for them.
    os._exit(code)
