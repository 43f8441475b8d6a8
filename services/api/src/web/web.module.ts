import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { PageHeadsService } from './page-heads.service.js';
import { RemotePreloadsService } from './remote-preloads.service.js';

/** What the server adds to the web apps it serves: page heads, preload links, robots.txt, sitemap.xml. */
@Module({
  imports: [CatalogModule],
  providers: [PageHeadsService, RemotePreloadsService],
  exports: [PageHeadsService, RemotePreloadsService],
})
export class WebModule {}
