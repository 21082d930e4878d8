/* explicit data scope: update host and a host read only on some steps, update device after a host write on others */
#include <stdio.h>
#define N 30
static double A[N], B[N];
int main(void)
{
    int i, t, n = 26;
    double mon = 0.0;
    for (i = 0; i < N; i++) { A[i] = (i * 3) % 4; B[i] = 0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 9; t++) {
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            B[i] = (A[i - 1] + A[i] + A[i + 1]) / 3.0;
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            A[i] = B[i];
        if (t % 3 == 0) {
#pragma bbmm update host(A)
            mon = mon + A[t + 1];
        }
        if (t % 4 == 1) {
#pragma bbmm update host(A)
            A[t] = A[t] + 10.0;
#pragma bbmm update device(A)
        }
    }
    printf("mon=%a\n", mon);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
