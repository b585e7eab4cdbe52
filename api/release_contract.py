#!/usr/bin/env python3
"""Contract of one abstra release, for the API history (scripts/api-history.mjs).

Usage: python release_contract.py EXPECTED_VERSION OUTPUT.json

Put the unpacked wheel of the release first on PYTHONPATH. This runs the same generator as
api/contract.json (api/generate_contract.py) on that release, with three additions the history
needs and the pinned contract does not:

- `extras`: for each deprecated name, how it is marked (`decorator` for @deprecated, `docstring`,
  `legacy` for a `# Legacy` block in `__all__`, `module` for the legacy `abstra.workflows`) and,
  for @deprecated, the replacement the decorator names.
- `problems`: modules that could not be imported, with the error, so the history script can report
  them instead of recording their names as removed.
- Old releases raise a plain Exception from `abstra.workflows` where newer ones raise
  DeprecatedModule; both mean "call use_legacy_threads first" and are read the same way.
"""

import contextlib
import importlib
import inspect
import io
import json
import os
import sys
import typing

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import generate_contract as gc  # noqa: E402  (needs the path above)

LEGACY_MESSAGE = "use_legacy_threads"

extras: typing.Dict[str, dict] = {}
problems: typing.List[dict] = []


def _error_text(error: BaseException) -> str:
    text = gc._strip_paths(str(error)).splitlines()[0] if str(error) else ""
    return f"{type(error).__name__}: {text}"[:200]


def _deprecation_source(obj) -> typing.Optional[dict]:
    if getattr(obj, "__is_deprecated__", False) is True:
        replacement = getattr(obj, "__new_function__", None)
        return {"by": "decorator", "replacement": replacement if isinstance(replacement, str) else None}
    if gc.is_deprecated(obj):
        return {"by": "docstring", "replacement": None}
    return None


original_describe_module = gc.describe_module


def describe_module(name: str) -> dict:
    entry = original_describe_module(name)
    if not entry["importable"]:
        try:
            importlib.import_module(name)
            error_text = entry["import_error"] or ""
        except Exception as error:  # noqa: BLE001 - recorded, not raised
            error_text = _error_text(error)
        legacy = LEGACY_MESSAGE in error_text or entry["import_error"] == "DeprecatedModule"
        if legacy and name == f"{gc.PACKAGE}.workflows":
            entry["deprecated"] = True
            if not entry["members"]:
                try:
                    entry["members"] = gc.legacy_workflow_members()
                except Exception as error:  # noqa: BLE001
                    problems.append({"module": name, "error": "legacy members: " + _error_text(error)})
            for member in entry["members"].values():
                extras[member["qualname"]] = {"by": "module", "replacement": None}
        elif not legacy:
            problems.append({"module": name, "error": error_text})
        return entry
    module = sys.modules[name]
    legacy_names = gc.legacy_names_in_all(module)
    for member_name, member in entry["members"].items():
        if not member["deprecated"]:
            continue
        source = _deprecation_source(getattr(module, member_name, None))
        if source is None and member_name in legacy_names:
            source = {"by": "legacy", "replacement": None}
        extras[member["qualname"]] = source or {"by": "unknown", "replacement": None}
    return entry


gc.describe_module = describe_module


def main(argv: typing.List[str]) -> int:
    if len(argv) != 3:
        sys.stderr.write("usage: release_contract.py EXPECTED_VERSION OUTPUT.json\n")
        return 2
    expected, output = argv[1], argv[2]
    captured = io.StringIO()
    with contextlib.redirect_stdout(captured), contextlib.redirect_stderr(captured):
        contract = gc.build_contract()
        package_file = inspect.getfile(importlib.import_module(gc.PACKAGE))
    if contract["version"] != expected:
        sys.stderr.write(
            f"release_contract: expected abstra {expected}, imported {contract['version']} from {package_file}\n"
        )
        return 1
    contract["extras"] = gc.sort_keys_deep(extras)
    contract["problems"] = sorted(problems, key=lambda p: p["module"])
    with open(output, "w", encoding="utf-8", newline="\n") as handle:
        json.dump(contract, handle, indent=1, ensure_ascii=False)
        handle.write("\n")
    return 0


if __name__ == "__main__":
    code = main(sys.argv)
    sys.stdout.flush()
    sys.stderr.flush()
    # abstra starts background threads at import time; do not wait for them.
    os._exit(code)
