/* a helper writes *out as the unbraced body of its for loop (and of if/else in the next regress): the "*" after a control head is unary (refused before as "used without subscripts") */
#include <stdio.h>
static double A[8][5], B[8];
static void reduce(const double *a, double *out)
{
    int m;
    *out = 0.0;
    for (m = 0; m < 5; m++) *out += a[m];
}
int main(void)
{
    int i, m;
    for (i = 0; i < 8; i++) for (m = 0; m < 5; m++) A[i][m] = i + m;
#pragma bbmm
    for (i = 0; i < 8; i++) reduce(A[i], &B[i]);
    for (i = 0; i < 8; i++) printf("%a\n", B[i]);
    return 0;
}
