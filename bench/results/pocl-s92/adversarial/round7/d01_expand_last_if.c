/* per-iteration temp written only under affine ifs (i < k, i % 3 == 1) and read after the region: last writer, or none */
#include <stdio.h>
#define N 30
static double A[N], B[N], C[N];
static void f(int n, int k)
{
    int i;
    double t = -1.5, u = -2.5;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (i < k) {
            t = A[i] * 3.0;
            B[i] = t + 1.0;
        }
        if (i % 3 == 1) {
            u = A[i] - 1.0;
            C[i] = u * u;
        }
    }
    printf("n=%d k=%d t=%a u=%a\n", n, k, t, u);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = i * 0.5 - 3; B[i] = C[i] = 0; }
    for (n = 0; n <= 8; n++) { f(n, 3); f(n, 0); f(n, n + 2); }
    for (i = 0; i < N; i++) printf("%a %a\n", B[i], C[i]);
    return 0;
}
