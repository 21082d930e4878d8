/* time loop (data scope): a region whose second nest reads A at an offset that changes every step */
#include <stdio.h>
#define N 40
static double A[N], B[N];
int main(void)
{
    int i, t, k;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = -i; }
    for (t = 0; t < 12; t++) {
        k = (t * 7) % 13;
#pragma bbmm
        {
            for (i = 0; i < N - k; i++)
                A[i] = A[i] + 1.0;
            for (i = 0; i < N - k; i++)
                B[i] = B[i] * 0.5 + A[i + k];
        }
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
