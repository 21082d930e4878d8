/* i < n && i != k with steps 1, 2 and 3; exit values after the region */
#include <stdio.h>
#define N 40
static double A[N], B[N], C[N];
static void run(int n, int k)
{
    int i, j, l;
    for (i = 0; i < N; i++) A[i] = B[i] = C[i] = 0.0;
#pragma bbmm
    for (i = 0; i < n && i != k; i++)
        A[i] = i + 1.0;
#pragma bbmm
    for (j = 0; j < n && j != k; j += 2)
        B[j] = j + 2.0;
#pragma bbmm
    for (l = 1; l < n && l != k; l += 3)
        C[l] = l + 3.0;
    printf("%d %d: %d %d %d\n", n, k, i, j, l);
    for (i = 0; i < N; i++) printf("%a %a %a\n", A[i], B[i], C[i]);
}
int main(void)
{
    run(10, 4); run(10, 5); run(10, 7); run(10, 30); run(0, 0); run(40, 39); run(9, -1); run(12, 0);
    return 0;
}
