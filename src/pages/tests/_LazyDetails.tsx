import React, {type ReactNode} from 'react';

export default function LazyDetails(): ReactNode {
  return <p>Purchase request PR-1042: 12 laptops, approved.</p>;
}
