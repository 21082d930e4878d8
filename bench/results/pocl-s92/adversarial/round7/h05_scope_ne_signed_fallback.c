/* explicit scope: a signed i != n loop (host as written where n lies behind the start) alternating with device runs */
#include <stdio.h>
#define N 24
static double A[N], B[N];
int main(void)
{
    int i, t, s, n;
    for (i = 0; i < N; i++) { A[i] = i * 0.5; B[i] = 1.0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 6; t++) {
        s = (t % 2) ? 3 : 0;
        n = (t % 3 == 2) ? 20 : 10 + t;
#pragma bbmm
        for (i = s; i != n; i++)
            B[i] = B[i] + A[i];
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] * 0.5 + B[N - 1 - i] * 0.25;
        printf("t=%d i=%d\n", t, i);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
