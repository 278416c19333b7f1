import { Icon } from './Icon';

/** The × of dismissible bars. */
export function CloseIcon() {
  return <Icon name="close" size={14} />;
}
