/* a scalar declared in the region's block hides an outer scalar of the same name, which is printed after */
#include <stdio.h>
#define N 12
static double A[N];
int main(void)
{
    int i;
    double s = 99.0, out = 0.0;
    for (i = 0; i < N; i++) A[i] = i * 0.5;
#pragma bbmm
    {
        double s = 0.0;
        for (i = 0; i < N; i++)
            s += A[i];
        out = s * 2.0;
    }
    printf("%a %a\n", s, out);
    return 0;
}
