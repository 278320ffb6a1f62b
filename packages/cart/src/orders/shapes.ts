import { address, date, decimal, imageFromWire, type Shape } from '@vitrine/http';

// The answer's transforms, by wire name, as the platform SDK's `orders.getOrder` applies them: dates, the lines'
// pictures (a media URI) and weights, and the addresses (`addressLine` → `addressLine1`).

const withContact: Shape = { address };

export const orderEnvelope: Shape = {
  order: {
    createdDate: date,
    updatedDate: date,
    purchasedDate: date,
    lineItems: { image: imageFromWire, physicalProperties: { weight: decimal } },
    billingInfo: withContact,
    recipientInfo: withContact,
    shippingInfo: {
      logistics: {
        shippingDestination: withContact,
        pickupDetails: withContact,
        deliverByDate: date,
        deliveryTimeSlot: { from: date, to: date },
      },
    },
  },
};
