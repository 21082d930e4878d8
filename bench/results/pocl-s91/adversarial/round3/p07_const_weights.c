/* const weight tables (file-scope static const, local const array) read in a stencil */
#include <stdio.h>
#define N 30
static const double w[5] = {0.0625, 0.25, 0.375, 0.25, 0.0625};
static double X[N], Y[N], Z[N];
int main(void)
{
    const double c[3] = {-1.0, 2.0, -1.0};
    const int off = 2;
    int i, n;
    for (i = 0; i < N; i++) X[i] = (i * i) % 13 - 6.0;
    for (n = 4; n <= N; n += 13) {
#pragma bbmm
        for (i = off; i < n - off; i++) {
            Y[i] = w[0] * X[i - 2] + w[1] * X[i - 1] + w[2] * X[i] + w[3] * X[i + 1] + w[4] * X[i + 2];
            Z[i] = c[0] * X[i - 1] + c[1] * X[i] + c[2] * X[i + 1];
        }
        for (i = 0; i < N; i++) printf("%a %a\n", Y[i], Z[i]);
    }
    return 0;
}
