/* explicit data scope (no list) around calls of a helper whose region uses its static local scratch array, read by its host code */
#include <stdio.h>
#define N 20
static double U[N];
static double step(int n)
{
    static double w[N];
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        w[i] = U[i] * 0.5 + 1.0;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        U[i] = w[i - 1] + w[i + 1];
    return n > 0 ? w[0] : 0.0;
}
int main(void)
{
    int t, i, k;
    int sizes[] = {0, 1, 3, 20};
    for (k = 0; k < 4; k++) {
        double acc = 0.0;
        for (i = 0; i < N; i++) U[i] = i % 3;
#pragma bbmm data
        for (t = 0; t < 4; t++)
            acc = acc + step(sizes[k]);
        printf("%a\n", acc);
        for (i = 0; i < N; i++) printf("%a\n", U[i]);
    }
    return 0;
}
