import { FamilyScreen } from '../features/family/family-screen';

/** /family: a grown-up's children (docs/product.md#the-family-page). */
export function Component() {
  return <FamilyScreen />;
}
