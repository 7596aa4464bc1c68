import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { validQuickOrderRows } from '@otech/domain';
import type { QuickOrderCheck } from '@otech/domain';
import { ApiError } from '../../app/http.ts';
import { cartKeys } from '../cart/index.ts';
import { addRows, checkFile, checkPastedLines } from './api.ts';

/** The API's refusal in one line, naming the field's issue when there is one ("Trop de lignes : 500 au plus…"). */
function refusalOf(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Erreur lors de l’ajout au panier';
  return error.issues[0]?.message ?? error.message;
}

/**
 * The quick order's steps: a paste or a file is checked; all valid, it goes into the cart at once;
 * otherwise the check is kept for the customer to correct it or add the valid lines anyway.
 */
export function useQuickOrder() {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [check, setCheck] = useState<QuickOrderCheck | undefined>();
  const [addedMessage, setAddedMessage] = useState<string | undefined>();

  const add = useMutation({
    mutationFn: (checked: QuickOrderCheck) => addRows(validQuickOrderRows(checked)),
    onSuccess: async (added) => {
      setAddedMessage(added.message);
      setCheck(undefined);
      setText('');
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
  const verify = useMutation({
    mutationFn: (input: { text: string } | { file: File }) => ('file' in input ? checkFile(input.file) : checkPastedLines(input.text)),
    onMutate: () => {
      setAddedMessage(undefined);
      add.reset();
    },
    onSuccess: (checked) => {
      if (checked.refusedCount === 0) add.mutate(checked);
      else setCheck(checked);
    },
  });

  const failed = verify.error ?? add.error;
  return {
    text,
    onTextChange: setText,
    check,
    addedMessage,
    isPending: verify.isPending || add.isPending,
    errorMessage: failed ? refusalOf(failed) : undefined,
    onSubmit: () => verify.mutate({ text }),
    onFileChosen: (file: File) => verify.mutate({ file }),
    onAddValid: () => {
      if (check) add.mutate(check);
    },
  };
}
