/* #ifdef / #if inside the region body, and a line-continued pragma */
#include <stdio.h>
#define N 24
#define USE_SECOND 1
static double A[N], B[N], C[N];
int main(void)
{
    int i;
    for (i = 0; i < N; i++) { A[i] = i * 0.5; C[i] = 0; }
#pragma bbmm \
    name(mixed)
    for (i = 0; i < N; i++) {
#ifdef NOT_DEFINED
        B[i] = -1.0;
#else
        B[i] = A[i] * 3.0;
#endif
#if USE_SECOND
        C[i] = B[i] - A[i];
#endif
    }
    for (i = 0; i < N; i++) printf("%a %a\n", B[i], C[i]);
    return 0;
}
