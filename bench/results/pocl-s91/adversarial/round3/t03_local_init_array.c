/* a local array in the loop body initialised from data, and a const local table */
#include <stdio.h>
#define N 20
static double A[N], B[N];
int main(void)
{
    int i, k;
    for (i = 0; i < N; i++) A[i] = (i * 5) % 7;
#pragma bbmm
    for (i = 1; i < N - 1; i++) {
        double w[3] = {A[i - 1], A[i], A[i + 1]};
        const double c[3] = {0.25, 0.5, 0.25};
        double s = 0.0;
        for (k = 0; k < 3; k++)
            s += c[k] * w[k];
        B[i] = s;
    }
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    return 0;
}
