/* a small local array declared in the region body as a work buffer */
#include <stdio.h>
#define N 24
static double A[N][4], B[N];
static void f(int n)
{
    int i, k;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double w[4];
        for (k = 0; k < 4; k++) w[k] = A[i][k] * (k + 1);
        for (k = 1; k < 4; k++) w[k] += w[k - 1];
        B[i] = w[3] - w[0];
        for (k = 0; k < 4; k++) A[i][k] = w[3 - k];
    }
}
int main(void)
{
    int i, k, t;
    for (i = 0; i < N; i++) { B[i] = 0; for (k = 0; k < 4; k++) A[i][k] = (i + k) % 5 * 0.5; }
    for (t = 0; t < 3; t++) f(t == 1 ? 0 : N - t);
    for (i = 0; i < N; i++) { printf("%a\n", B[i]); for (k = 0; k < 4; k++) printf("%a\n", A[i][k]); }
    return 0;
}
