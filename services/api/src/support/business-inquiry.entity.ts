import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { BusinessType } from '@shop/contracts/support';

@Entity({ name: 'business_inquiries' })
@Check('CHK_business_inquiries_type', `"businessType" IN ('restaurant', 'retail', 'distributor', 'other')`)
export class BusinessInquiry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  businessName: string;

  @Column({ type: 'varchar', length: 200 })
  contactName: string;

  @Column({ type: 'varchar', length: 20 })
  businessType: BusinessType;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 40 })
  phone: string;

  @Column({ type: 'text' })
  requirements: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
