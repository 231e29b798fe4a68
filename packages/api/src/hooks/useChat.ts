import type { SWRConfiguration, SWRResponse } from 'swr';
import { useSWRConfig } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { ChatCredentials, ChatMessage, ChatPeer, WhatsAppConversation } from '../resources/chat.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiRead } from './useApiList.ts';

/** WhatsApp conversations are re-fetched this often while open, in ms (operations §4, §9 'Chat'). */
export const WHATSAPP_POLL_MS = 10 * 60 * 1000;

/** Chat users (GET /management/chat-list/); `enabled` false skips. Spec: operations §2 'Chat', §7. */
export function useChatUsers(enabled = true, config?: SWRConfiguration<ChatPeer[], ApiError>) {
  const client = useApiClient();
  return useApiRead(enabled ? apiKeys.chat.chatUsers() : null, () => client.chat.chatUsers(), config);
}

/** Partner contacts (GET /partner/openfirepartners/). Spec: operations §2 'Chat', §7. */
export function useChatContacts(enabled = true, config?: SWRConfiguration<ChatPeer[], ApiError>) {
  const client = useApiClient();
  return useApiRead(enabled ? apiKeys.chat.contacts() : null, () => client.chat.contacts(), config);
}

/** The user search (GET /management/chat-users/?search=); an empty search skips. Spec: operations §7. */
export function useChatUserSearch(search: string): SWRResponse<ChatPeer[], ApiError> {
  const client = useApiClient();
  const term = search.trim();
  return useApiRead(term ? apiKeys.chat.search(term) : null, () => client.chat.searchUsers(term));
}

/**
 * A function that fetches fresh chat credentials (POST /management/chat-credentials/) for the
 * connection service; never cached. Spec: issue 17 (short-lived credentials).
 */
export function useChatCredentialsFetcher(): () => Promise<ChatCredentials> {
  const client = useApiClient();
  return () => client.chat.credentials();
}

/** WhatsApp conversations (GET /management/get-whatsapp-users-list/). Spec: operations §7 'Chat'. */
export function useWhatsAppConversations(
  config?: SWRConfiguration<WhatsAppConversation[], ApiError>,
): SWRResponse<WhatsAppConversation[], ApiError> {
  const client = useApiClient();
  return useApiRead(apiKeys.chat.whatsappConversations(), () => client.chat.whatsappConversations(), config);
}

/**
 * One WhatsApp conversation (GET /management/get-whatsapp-chats/?session_id=), re-fetched every
 * {@link WHATSAPP_POLL_MS} while mounted; `null` skips. Spec: operations §4, §7, §9 'Chat'.
 */
export function useWhatsAppMessages(
  sessionId: string | null,
  config?: SWRConfiguration<ChatMessage[], ApiError>,
): SWRResponse<ChatMessage[], ApiError> {
  const client = useApiClient();
  return useApiRead(
    sessionId ? apiKeys.chat.whatsappMessages(sessionId) : null,
    () => client.chat.whatsappMessages(sessionId ?? ''),
    { refreshInterval: WHATSAPP_POLL_MS, ...config },
  );
}

type SendKey = ReturnType<typeof apiKeys.chat.sendWhatsapp>;
type SendInput = { sessionId: string; partnerChatId: number; text: string };

/** Sends a WhatsApp message, then refreshes the conversation and the list. Spec: operations §7 'Chat'. */
export function useSendWhatsAppMessage(): SWRMutationResponse<void, ApiError, SendKey, SendInput> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<void, ApiError, SendKey, SendInput>(
    apiKeys.chat.sendWhatsapp(),
    (_key, { arg }) => client.chat.sendWhatsappMessage({ partnerChatId: arg.partnerChatId, text: arg.text }),
    {
      onSuccess: (_answer, _key) => {
        void mutate(apiKeys.chat.whatsappConversations());
      },
      throwOnError: true,
    },
  );
}

type AddKey = ReturnType<typeof apiKeys.chat.addNumber>;

/** Opens a WhatsApp conversation by number (POST /management/add-number/). Spec: operations §7 'Chat'. */
export function useAddWhatsAppNumber(): SWRMutationResponse<WhatsAppConversation, ApiError, AddKey, string> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<WhatsAppConversation, ApiError, AddKey, string>(
    apiKeys.chat.addNumber(),
    (_key, { arg }) => client.chat.addWhatsappNumber(arg),
    {
      onSuccess: () => {
        void mutate(apiKeys.chat.whatsappConversations());
      },
    },
  );
}
