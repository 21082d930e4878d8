/* char iterators over letters, signed char counting down across zero */
#include <stdio.h>
static double H[26], G[40];
int main(void)
{
    char c;
    signed char s;
    int k;
    for (k = 0; k < 40; k++) G[k] = 0;
#pragma bbmm
    for (c = 'a'; c <= 'z'; c++)
        H[c - 'a'] = c * 0.5;
#pragma bbmm
    for (s = 15; s >= -15; s -= 2)
        G[s + 20] = s * 0.25;
    printf("%d %d\n", c, s);
    for (k = 0; k < 26; k++) printf("%a\n", H[k]);
    for (k = 0; k < 40; k++) printf("%a\n", G[k]);
    return 0;
}
