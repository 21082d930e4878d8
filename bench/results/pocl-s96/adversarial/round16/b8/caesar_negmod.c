/* Caesar shift on char text with negative shifts: ((c - 'a' + k) % 26 + 26) % 26, and a buggy-looking but defined variant without +26 */
#include <stdio.h>
#include <string.h>
static void run(const char *txt, int k)
{
    char s[64], o[64];
    int r[64];
    int n = (int)strlen(txt), i;
    memcpy(s, txt, n + 1);
#pragma bbmm
    for (i = 0; i < n; i++) {
        int c = s[i];
        r[i] = (c - 'a' + k) % 26;
        o[i] = (char)(c >= 'a' && c <= 'z' ? 'a' + ((c - 'a' + k) % 26 + 26) % 26 : c);
    }
    o[n] = 0;
    printf("k=%d '%s' -> '%s'\n", k, txt, o);
    for (i = 0; i < n; i++) printf("%d ", r[i]);
    printf("\n");
}
int main(void)
{
    run("", 3); run("a", -1); run("hello world", -30); run("the quick brown fox jumps over the lazy dog", 13); run("zzz", -27);
    return 0;
}
