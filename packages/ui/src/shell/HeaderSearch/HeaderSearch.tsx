import { useId, useState } from 'react';
import { Label } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { visuallyHidden } from '../../theme/focusRing';
import { shellMessages } from '../shellMessages';
import {
  CategorySelect,
  HiddenLabel,
  SearchForm,
  SearchInput,
  StyledSearchField,
} from './HeaderSearch.styles';
/** The search categories of the dark header (operations §2 "Shell"): Products, Apps and Blogs. */
export type SearchCategory = 'products' | 'apps' | 'blogs';

/** Every search category, in the selector's order. */
export const SEARCH_CATEGORIES: readonly SearchCategory[] = ['products', 'apps', 'blogs'];

/** Props of {@link HeaderSearch}. */
export interface HeaderSearchProps {
  /** Called on Enter with the trimmed query (never empty) and the chosen category. */
  onSearch: (query: string, category: SearchCategory) => void;
  /** Initially chosen category. Default `'products'`. */
  defaultCategory?: SearchCategory;
  /** For layout only. */
  className?: string;
}

const SearchLabel = styled(Label)`
  ${visuallyHidden}
`;

const categoryMessage = {
  products: shellMessages.products,
  apps: shellMessages.apps,
  blogs: shellMessages.blogs,
} as const;

/**
 * The header search box with its category selector (a `search` landmark): a native select
 * labelled 'Search in' (Products, Apps, Blogs) and a search field labelled 'Search' (react-aria
 * `SearchField`: Enter submits, Escape clears). Spec: operations §2 "Shell" (page headers).
 */
export function HeaderSearch({ onSearch, defaultCategory = 'products', className }: HeaderSearchProps) {
  const intl = useIntl();
  const selectId = useId();
  const [category, setCategory] = useState<SearchCategory>(defaultCategory);
  const [query, setQuery] = useState('');
  const submit = () => {
    const trimmed = query.trim();
    if (trimmed) onSearch(trimmed, category);
  };
  return (
    <SearchForm
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <HiddenLabel htmlFor={selectId}>{intl.formatMessage(shellMessages.searchCategory)}</HiddenLabel>
      <CategorySelect
        id={selectId}
        value={category}
        onChange={(event) => {
          const next = SEARCH_CATEGORIES.find((entry) => entry === event.target.value);
          if (next) setCategory(next);
        }}
      >
        {SEARCH_CATEGORIES.map((entry) => (
          <option key={entry} value={entry}>
            {intl.formatMessage(categoryMessage[entry])}
          </option>
        ))}
      </CategorySelect>
      <StyledSearchField value={query} onChange={setQuery} onSubmit={submit}>
        <SearchLabel>{intl.formatMessage(shellMessages.search)}</SearchLabel>
        <SearchInput placeholder={intl.formatMessage(shellMessages.search)} />
      </StyledSearchField>
    </SearchForm>
  );
}
