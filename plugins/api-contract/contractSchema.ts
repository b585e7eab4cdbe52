/**
 * The shape of api/contract.json, which api/generate_contract.py writes from the installed abstra
 * package: names, kinds, signatures and flags only, no prose. Checked on every build
 * (loadContract.ts) and by tests/unit/api/contract.test.ts.
 */
import {Joi} from '../shared/validation';

/** A string, the empty one included (generated values such as an annotation may be empty). */
const text = Joi.string().allow('');
const nullableText = text.allow(null);
const qualname = Joi.string().pattern(/^abstra(\.[A-Za-z_][A-Za-z0-9_]*)+$/, 'qualified name');
const memberName = /^[A-Za-z][A-Za-z0-9_]*$/;

const PARAM = Joi.object({
  name: Joi.string()
    .pattern(/^[A-Za-z_][A-Za-z0-9_]*$/, 'identifier')
    .required(),
  kind: Joi.string()
    .valid(
      'positional_only',
      'positional_or_keyword',
      'var_positional',
      'keyword_only',
      'var_keyword',
    )
    .required(),
  annotation: nullableText.required(),
  /** repr() of the default, null when there is none. */
  default: nullableText.required(),
  required: Joi.boolean().required(),
});

const SIGNATURE = Joi.object({
  params: Joi.array().items(PARAM).required(),
  returns: nullableText.required(),
});

const DEPRECATED_PARAMS = Joi.array().items(
  Joi.object({name: text.required(), replacement: nullableText.required()}),
);

/** What every member carries, whatever its kind. */
const COMMON = {
  qualname: qualname.required(),
  deprecated: Joi.boolean().required(),
  also_exported_as: Joi.array().items(qualname).required(),
};

const FUNCTION = Joi.object({
  ...COMMON,
  kind: Joi.string().valid('function').required(),
  origin: nullableText.required(),
  requires: qualname,
  deprecated_params: DEPRECATED_PARAMS.required(),
  signature: SIGNATURE.allow(null).required(),
});

const METHOD = Joi.object({
  kind: Joi.string().valid('method', 'classmethod', 'staticmethod', 'property').required(),
  deprecated: Joi.boolean().required(),
  deprecated_params: DEPRECATED_PARAMS,
  signature: SIGNATURE.allow(null),
  returns: nullableText,
});

const CLASS = Joi.object({
  ...COMMON,
  kind: Joi.string().valid('class').required(),
  origin: nullableText.required(),
  bases: Joi.array().items(text).required(),
  is_exception: Joi.boolean().required(),
  typed_dict: Joi.boolean().required(),
  constructor: SIGNATURE.allow(null).required(),
  methods: Joi.object().pattern(memberName, METHOD).required(),
});

const CONSTANT = Joi.object({
  ...COMMON,
  kind: Joi.string().valid('constant').required(),
  origin: Joi.valid(null).required(),
  /** Qualified type name, or "typing" for a typing alias whose value is its annotation string. */
  type: text.required(),
  /** JSON-safe value, or null when the value is not JSON-safe. */
  value: Joi.any().required(),
});

/** A member is checked against the shape of its `kind`. */
const MEMBER = Joi.alternatives().conditional('.kind', {
  switch: [
    {is: 'function', then: FUNCTION},
    {is: 'class', then: CLASS},
    {is: 'constant', then: CONSTANT},
  ],
  otherwise: Joi.object({
    kind: Joi.string().valid('function', 'class', 'constant').required(),
  }).unknown(),
});

const MODULE = Joi.object({
  name: text.required(),
  importable: Joi.boolean().required(),
  import_error: nullableText.required(),
  deprecated: Joi.boolean().required(),
  has_all: Joi.boolean().required(),
  members: Joi.object().pattern(memberName, MEMBER).required(),
});

export const CONTRACT_SCHEMA = Joi.object({
  package: Joi.string().valid('abstra').required(),
  version: Joi.string()
    .pattern(/^[0-9]+\.[0-9]+\.[0-9]+/, 'version')
    .required(),
  modules: Joi.object()
    .pattern(/^abstra(\.[a-z_][a-z0-9_]*)+$/, MODULE)
    .required(),
}).prefs({convert: false});
