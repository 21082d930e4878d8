/* a scalar written twice in each iteration (second write under an affine if); read after the region */
#include <stdio.h>
#define N 24
static double A[N], B[N];
static void f(int n)
{
    int i;
    double t = -3.0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        t = A[i] + 1.0;
        B[i] = t * 2.0;
        if (i % 4 == 2) {
            t = A[i] - 10.0;
            B[i] = B[i] + t;
        }
    }
    printf("n=%d t=%a\n", n, t);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = i * 0.25; B[i] = 0; }
    for (n = 0; n <= 9; n++) f(n);
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    return 0;
}
