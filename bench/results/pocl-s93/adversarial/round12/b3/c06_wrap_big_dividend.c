/* dividend reaching 3n - 2: (i + 2 * n - 1) % n is not a single wrap (must be refused or correct) */
#include <stdio.h>
#define N 20
static double A[N], B[N];
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = A[(i + 2 * n - 1) % n] + A[(i + 3 * n) % n] * 0.5;
}
int main(void)
{
    int s, i;
    int ns[] = {0, 1, 2, 3, 20};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) { A[i] = i * 1.5; B[i] = -1; }
        kern(ns[s]);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
