import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LucideIcon } from 'lucide-react';
import {
  Accessibility, Activity, Ambulance, ArrowDown, ArrowLeft, ArrowRight, ArrowUp, AtSign, Baby, BadgeCheck, Ban, Bandage, Bed, BedDouble, Bell, BellOff,
  Bone, Brain, Briefcase, Building, Building2, Calendar, CalendarCheck, CalendarDays, Camera, ChartBar, ChartLine, ChartPie, Check, ChevronDown,
  ChevronLeft, ChevronRight, ChevronUp, CircleAlert, CircleCheck, CircleHelp, CircleX, Clipboard, ClipboardCheck, ClipboardList, Clock, Contact,
  Copy, Cross, Database, Dna, Download, Droplets, Ear, ExternalLink, Eye, EyeOff, File, FileCheck, FileDown, FilePlus, FileText, FileUp, Files,
  Filter, Folder, FolderOpen, Globe, GraduationCap, Hand, Heart, HeartPulse, History, Hospital, Hourglass, House, IdCard, Image, Inbox, Info, Key,
  Languages, LayoutDashboard, Link, Lock, LockOpen, LogIn, LogOut, Mail, MailOpen, MapPin, Menu, MessageCircle, MessageSquare, Mic, Microscope,
  Minus, Moon, Paperclip, PenLine, Pencil, Phone, PhoneCall, Pill, Plus, Printer, Redo2, RefreshCw, RotateCw, Save, Scan, ScanHeart, Search, Send,
  Settings, Share2, ShieldCheck, SlidersHorizontal, Star, Stethoscope, Sun, Syringe, Table, Tablets, TestTube, Thermometer, ThumbsUp, Timer, Trash2,
  TrendingDown, TrendingUp, TriangleAlert, Undo2, Upload, User, UserCheck, UserPlus, UserRound, UserX, Users, Video, Wifi, X,
} from 'lucide-react';
import { ICONS as SHELL_ICONS } from '../../../components/icon';
import { MENU_ICONS } from '../../../layout/menu-icons';

/**
 * The portal's icon set, as the icons page shows it: every Lucide icon the shell and its menu use,
 * and a curated set for the screens (medical, people, documents, actions, states, data, time).
 * Imported one by one, so only these are bundled; the whole Lucide catalogue (some 1,600 icons,
 * about 190 kB gzip) is never loaded.
 */
export interface CatalogueIcon {
  /** The name to import: `import { HeartPulse } from 'lucide-react'`. */
  name: string;
  /** Lucide's own name, `heart-pulse`. */
  kebab: string;
  Icon: LucideIcon;
  group: MessageDescriptor;
}

const CURATED: [MessageDescriptor, LucideIcon[]][] = [
  [msg`Medical`, [Ambulance, Stethoscope, Syringe, Pill, Tablets, HeartPulse, Activity, Thermometer, Microscope, TestTube, Dna, Bone, Brain, Bandage, Cross, Hospital, Accessibility, Baby, Bed, BedDouble, Eye, Ear, Hand, Droplets, Scan, ScanHeart]],
  [msg`People`, [User, Users, UserPlus, UserCheck, UserX, UserRound, Contact, IdCard, BadgeCheck, GraduationCap]],
  [msg`Communication`, [Mail, MailOpen, Send, MessageSquare, MessageCircle, Phone, PhoneCall, Bell, BellOff, AtSign, Inbox, Languages]],
  [msg`Documents`, [File, FileText, FilePlus, FileCheck, FileDown, FileUp, Files, Folder, FolderOpen, Paperclip, Clipboard, ClipboardCheck, ClipboardList, Printer]],
  [msg`Actions`, [Plus, Minus, Pencil, PenLine, Trash2, Save, Copy, Search, Filter, Share2, Link, ExternalLink, Download, Upload, RefreshCw, RotateCw, Undo2, Redo2, Check, X, LogIn, LogOut, Camera, Image, Video, Mic]],
  [msg`Navigation`, [Menu, House, LayoutDashboard, ChevronLeft, ChevronRight, ChevronUp, ChevronDown, ArrowLeft, ArrowRight, ArrowUp, ArrowDown, MapPin, Globe, Building, Building2, Briefcase]],
  [msg`States`, [CircleCheck, CircleAlert, CircleX, Info, TriangleAlert, CircleHelp, Ban, ShieldCheck, Lock, LockOpen, Key, Eye, EyeOff, Star, Heart, ThumbsUp, Wifi]],
  [msg`Data and time`, [ChartBar, ChartLine, ChartPie, TrendingUp, TrendingDown, Table, Database, Calendar, CalendarDays, CalendarCheck, Clock, Timer, Hourglass, History, Settings, SlidersHorizontal, Sun, Moon]],
];

const SHELL_GROUP = msg`Used by the shell and its menu`;

const kebabOf = (Icon: LucideIcon) => (Icon.displayName ?? '').replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([a-zA-Z])(\d)/g, '$1-$2').toLowerCase();

/** Every icon once (the first group that names it wins), the shell's own first. */
export const CATALOGUE: CatalogueIcon[] = (() => {
  const seen = new Set<LucideIcon>();
  const entries: CatalogueIcon[] = [];
  const add = (group: MessageDescriptor, icons: LucideIcon[]) => {
    for (const Icon of icons) {
      if (seen.has(Icon) || !Icon.displayName) continue;
      seen.add(Icon);
      entries.push({ name: Icon.displayName, kebab: kebabOf(Icon), Icon, group });
    }
  };
  add(SHELL_GROUP, [...Object.values(SHELL_ICONS), ...Object.values(MENU_ICONS)]);
  for (const [group, icons] of CURATED) add(group, icons);
  return entries;
})();

/** The icons whose name (either spelling) or group contains every word of `query`, case-insensitively. */
export function searchIcons(icons: readonly CatalogueIcon[], query: string, groupName: (group: MessageDescriptor) => string): CatalogueIcon[] {
  const words = query.toLocaleLowerCase().split(/[\s-]+/).filter(Boolean);
  if (words.length === 0) return [...icons];
  return icons.filter((icon) => {
    const haystack = `${icon.name} ${icon.kebab} ${groupName(icon.group)}`.toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
