export {default as ApiSignature} from './ApiSignature';
export {default as ApiParams} from './ApiParams';
export {formatSignature} from './formatSignature';
