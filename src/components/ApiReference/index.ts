export {default as ApiSignature} from './ApiSignature';
export {default as ApiParams} from './ApiParams';
export {formatSignature} from '@site/plugins/shared/api-reference/formatSignature';
