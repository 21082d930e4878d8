/* a char array scanned with memchr between regions; the returned pointer written */
#include <stdio.h>
#include <string.h>
#define N 40
static char S[N];
static int H[N];
int main(void)
{
    int i, t;
    char *p;
    for (i = 0; i < N; i++) { S[i] = (char)('a' + i % 7); H[i] = 0; }
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            S[i] = (char)(S[i] + 1);
        p = memchr(S, 'c' + t, N);
        if (p) *p = 'Z';
#pragma bbmm
        for (i = 0; i < N; i++)
            H[i] = H[i] + S[i];
    }
    for (i = 0; i < N; i++) printf("%d %d\n", S[i], H[i]);
    return 0;
}
