/* block-scope variables in the region shadowing an outside scalar and the loop iterator */
#include <stdio.h>
#define N 32
static double A[N], B[N], C[N], D[N], F[N];
static void run(int n)
{
    int i;
    double s = 2.0, t = 0.5;
    for (i = 0; i < N; i++) { A[i] = i * 0.125 + 1; B[i] = C[i] = D[i] = F[i] = 0.0; }
#pragma bbmm
    for (i = 0; i < n; i++) {
        B[i] = A[i] * s;
        {
            double s = A[i] + 1.0;
            C[i] = s * t;
        }
        D[i] = s + B[i];
    }
#pragma bbmm
    for (int k = 0; k < n; k++) {
        double v = A[k];
        for (int k = 0; k < 3; k++)
            v = v * 0.5 + A[k];
        F[k] = v;
    }
    printf("s=%a t=%a\n", s, t);
    for (i = 0; i < N; i++) printf("%a %a %a %a\n", B[i], C[i], D[i], F[i]);
}
int main(void)
{
    run(0); run(1); run(5); run(32);
    return 0;
}
