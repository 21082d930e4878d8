/* affine conditions with % and / of negative iterator expressions (C truncation, not floor) */
#include <stdio.h>
#define N 41
static int R[N], S[N];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = -n; i <= n; i++) {
        if (i % 3 == -1) R[i + n] = 1;
        else if (i % 3 == 1) R[i + n] = 2;
        else R[i + n] = 3;
        if (i / 4 == -1) S[i + n] = 10;
        if ((i - 1) / 2 * 2 == i - 1) S[i + n] += 100;
        if (-i % 5 == 2 || i / -3 == 2) S[i + n] += 1000;
    }
}
int main(void)
{
    int i, n;
    for (n = 0; n <= 20; n += 5) {
        for (i = 0; i < N; i++) { R[i] = 0; S[i] = 0; }
        f(n);
        for (i = 0; i < N; i++) printf("%d %d %d\n", n, R[i], S[i]);
    }
    return 0;
}
