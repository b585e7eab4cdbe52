"""Value-level behaviour of the pinned abstra package, observed by calling it in Python.

Prints one JSON object: {"scenarios": {id: {"title": ..., "result": ...}}}. Each probe calls the
package's own code and records what it returned or raised.
"""
import contextlib
import json
import os
import sys

# The package pings its cloud service at import and prints the failure (there is no network here):
# keep that out of the JSON on stdout.
with open(os.devnull, "w") as devnull, contextlib.redirect_stdout(devnull):
    from abstra.forms import PhoneResponse
    from abstra_internals.contracts_generated import CloudApiCliModelsNfeResponse


def outcome(call):
    try:
        value = call()
        return {"returns": repr(value), "type": type(value).__name__}
    except Exception as error:  # the exception is the observation
        return {"raises": type(error).__name__, "message": str(error)[:120]}


def phone():
    return PhoneResponse(masked="+55 21999998888", raw="5521999998888", country_code="+55", national_number="21999998888")


def set_item():
    p = phone()
    p["raw"] = "1"
    return p.raw


def set_attribute():
    p = phone()
    p.raw = "2"
    return p.raw


def nfe(field, value):
    return lambda: getattr(CloudApiCliModelsNfeResponse.from_dict({field: value}), field)


scenarios = {
    "phone_response_set_item": {"title": 'phone["raw"] = "1" on a PhoneResponse', "result": outcome(set_item)},
    "phone_response_set_attribute": {"title": 'phone.raw = "2" on a PhoneResponse', "result": outcome(set_attribute)},
    "nfe_number_plain": {"title": 'parse_nfe result: valor_total sent as "1234.56"', "result": outcome(nfe("valor_total", "1234.56"))},
    "nfe_number_formatted": {"title": 'parse_nfe result: valor_total sent as "R$ 1.234,56"', "result": outcome(nfe("valor_total", "R$ 1.234,56"))},
    "nfe_weight_text": {"title": 'parse_nfe result: peso_bruto_kg sent as "12 kg"', "result": outcome(nfe("peso_bruto_kg", "12 kg"))},
    "nfe_date_iso": {"title": 'parse_nfe result: data_emissao sent as "2024-02-10T10:00:00"', "result": outcome(nfe("data_emissao", "2024-02-10T10:00:00"))},
    "nfe_date_local": {"title": 'parse_nfe result: data_emissao sent as "10/02/2024"', "result": outcome(nfe("data_emissao", "10/02/2024"))},
    "nfe_text_field": {"title": 'parse_nfe result: numero_volumes sent as "dez"', "result": outcome(nfe("numero_volumes", "dez"))},
}
sys.stdout.write(json.dumps({"scenarios": scenarios}))
