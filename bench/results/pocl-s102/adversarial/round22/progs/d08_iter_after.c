/* iterator values read after loops, inside and after the region */
#include <stdio.h>
#define N 50
static double A[N], B[N];
int main(void)
{
    int i, j, n = 37;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; }
#pragma bbmm
    {
        for (i = 0; i < n; i += 3)
            A[i] = A[i] * 2.0;
        B[0] = (double)i;
        for (j = 0; j < i && j < N; j++)
            B[j] = B[j] + A[j] + (double)i;
    }
    printf("%d %d\n", i, j);
    for (i = 0; i < N; i += 4) printf("%a %a\n", A[i], B[i]);
    return 0;
}
