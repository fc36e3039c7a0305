/**
 * The add-product dialog (SPEC.md sections 2 and 5): the product form plus an optional image (a single
 * multipart file). Success toast: name, model and codes, 'successfully created'; then the new product's
 * page opens, where its sizes, barcodes and stock are added (the dialog has none of them).
 */
import { useMemo, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import CloseIcon from '@mui/icons-material/Close';
import type { ProductDto } from '../../domain/product/contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ProductForm } from './ProductForm';
import { createdArgs, emptyProductValues, valuesToPayload } from './productModel';
import { FilePickButton } from '../../ui/catalogueUi';
import { Spinner, errorText, useErrorNotify } from '../../layout/feedback';
import { useProductFormRefs } from '../../providers/useCatalogueRefs';
import { imageFileError } from './imageFiles';

export function ProductCreateDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (product: ProductDto) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const refs = useProductFormRefs();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const defaults = useMemo(() => emptyProductValues(refs.placeTypes), [refs.placeTypes]);

  const close = () => {
    setImage(null);
    setImageError(null);
    onClose();
  };

  const imageField = (
    <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <FilePickButton
        label={translate('app.catalogue.product.choose_image')}
        startIcon={<ImageIcon />}
        testId="product-image"
        onFiles={([file]) => {
          const problem = file ? imageFileError(file) : null;
          setImageError(problem);
          setImage(problem ? null : (file ?? null));
        }}
      />
      {image && (
        <>
          <Typography variant="body2" data-testid="product-image-name">
            {image.name}
          </Typography>
          <IconButton size="small" aria-label={translate('ra.action.remove')} onClick={() => setImage(null)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      )}
      {imageError && (
        <Typography variant="body2" color="error" role="alert">
          {translate(`app.messages.${imageError}`)}
        </Typography>
      )}
    </Box>
  );

  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="product-create-title">
      <DialogTitle id="product-create-title">{translate('app.catalogue.products.add')}</DialogTitle>
      {refs.isPending ? (
        <DialogContent>
          <Spinner />
        </DialogContent>
      ) : (
        <ProductForm
          id="product-create-form"
          autoFocus
          defaultValues={defaults}
          places={refs.places}
          extra={imageField}
          onSubmit={async (values) => {
            try {
              const product = await dataProvider.createProduct(valuesToPayload(values), image);
              notify(`${translate('app.catalogue.products.created', createdArgs(product))}. ${translate('app.catalogue.products.created_next')}`, { type: 'success', autoHideDuration: 6000 });
              setImage(null);
              onCreated(product);
              navigate(`/product/${product.id}`);
            } catch (e) {
              notifyError(e);
            }
          }}
          layout={(fields, save) => (
            <>
              <DialogContent dividers>
                {refs.error && (
                  <Alert severity="warning" sx={{ mb: 2 }}>
                    {errorText(translate, refs.error)}
                  </Alert>
                )}
                {fields}
              </DialogContent>
              <DialogActions>
                <Button onClick={close}>{translate('ra.action.cancel')}</Button>
                {save}
              </DialogActions>
            </>
          )}
        />
      )}
    </Dialog>
  );
}
