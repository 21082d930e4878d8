/* scalar compound assignments *=, /=, -= in a serial chain, read after */
#include <stdio.h>
#define N 20
static double A[N];
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) A[i] = 1.0 + i * 0.0625;
    for (n = 0; n <= N; n += 4) {
        double p = 1.0, q = 1000.0, r = 0.0;
#pragma bbmm
        for (i = 0; i < n; i++) {
            p *= A[i];
            q /= A[i];
            r -= A[i] * p;
        }
        printf("%d %a %a %a\n", n, p, q, r);
    }
    return 0;
}
