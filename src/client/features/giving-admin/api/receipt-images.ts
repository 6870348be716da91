import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  receiptImagePaths,
  receiptImagesSchema,
  type ReceiptImageKind,
  type ReceiptImages,
} from '#shared/api/giving-images';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';

const say = givingAdminTexts.receiptImages;

/** GET /api/giving/receipt-images: the logo and signature receipts are drawn with now. */
export function useReceiptImages() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.giving.receiptImages,
      queryFn: ({ signal }) =>
        apiFetch(receiptImagePaths.current, matches(receiptImagesSchema), {
          signal,
          fallbackMessage: say.loadFailed,
        }),
    }),
  );
}

type ImageChange = { kind: ReceiptImageKind; file: File } | { kind: ReceiptImageKind; file: null };

/** PUT the image file itself, or DELETE: from now on receipts carry the new image, or none. */
export function useChangeReceiptImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: ImageChange): Promise<ReceiptImages> =>
      apiFetch(receiptImagePaths.kind(kind), matches(receiptImagesSchema), {
        method: file ? 'PUT' : 'DELETE',
        body: file ?? undefined,
        fallbackMessage: file ? say.uploadFailed : say.removeFailed,
      }),
    onSuccess: (images) => queryClient.setQueryData(queryKeys.giving.receiptImages, images),
  });
}
