/* const-qualified file-scope scalars (double and int) in values, a bound and a subscript */
#include <stdio.h>
static const double PI = 3.14159265358979323846;
static const int K = 3;
const double g = 9.81;
static double A[20], B[20];
int main(void)
{
    int i;
    for (i = 0; i < 20; i++) A[i] = i * 0.1;
#pragma bbmm
    for (i = K; i < 20 - K; i++)
        B[i] = A[i - K] * PI + g * A[i + K];
    for (i = 0; i < 20; i++) printf("%a\n", B[i]);
    return 0;
}
