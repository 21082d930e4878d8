/* comma expressions in for headers: two iterators moving together, and a counter reset in the init */
#include <stdio.h>
#define N 24
static double A[N], B[N];
static void f(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0, j = n - 1; i < n; i++, j--)
        B[i] = A[j] * 2.0 + B[i];
}
int main(void)
{
    int i, k;
    int sizes[] = {0, 1, 2, 9, 24};
    for (i = 0; i < N; i++) { A[i] = i * 1.5; B[i] = 0; }
    for (k = 0; k < 5; k++) f(sizes[k]);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
