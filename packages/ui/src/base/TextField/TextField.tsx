import { useState } from 'react';
import {
  Button as AriaButton,
  FieldError,
  Group,
  Input,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { Eye, EyeOff } from 'lucide-react';
import {
  control,
  controlButton,
  controlInput,
  field,
  input,
  fieldDescription,
  fieldError,
  fieldLabel,
} from '../../theme/field.css.ts';
import { required, textArea } from './TextField.css.ts';

export type TextFieldProps = Omit<
  AriaTextFieldProps,
  'className' | 'style' | 'children' | 'validate' | 'validationBehavior'
> & {
  /** The visible label above the field, also its screen reader name. */
  label: string;
  /** A hint under the label on the expected format ("14 chiffres"). */
  description?: string;
  /** French message from @otech/domain; shown only while `isInvalid` is true. */
  errorMessage?: string;
  /** An example value shown while the field is empty; never instead of the label. */
  placeholder?: string;
  /** A multi-line text area (messages, comments) instead of a single-line input. */
  multiline?: boolean;
};

/**
 * A labelled text input. Validation is the caller's (valibot schemas in @otech/domain): the field
 * only shows `errorMessage` when told `isInvalid`, never the browser's own English messages.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline = false,
  type = 'text',
  isRequired,
  ...props
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password' && !multiline;
  return (
    <AriaTextField
      {...props}
      type={isPassword && revealed ? 'text' : type}
      isRequired={isRequired}
      validationBehavior="aria"
      className={field}
    >
      <Label className={fieldLabel}>
        {label}
        {isRequired && (
          <span className={required} aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {multiline ? (
        <TextArea className={`${input} ${textArea}`} placeholder={placeholder} />
      ) : isPassword ? (
        <Group className={control} isInvalid={props.isInvalid} isDisabled={props.isDisabled}>
          <Input className={controlInput} placeholder={placeholder} />
          <AriaButton
            className={controlButton}
            aria-label={revealed ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
            onPress={() => setRevealed((shown) => !shown)}
            isDisabled={props.isDisabled}
          >
            {revealed ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
          </AriaButton>
        </Group>
      ) : (
        <Input className={input} placeholder={placeholder} />
      )}
      {description && (
        <Text slot="description" className={fieldDescription}>
          {description}
        </Text>
      )}
      {errorMessage && <FieldError className={fieldError}>{errorMessage}</FieldError>}
    </AriaTextField>
  );
}
