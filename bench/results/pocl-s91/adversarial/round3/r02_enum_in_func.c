/* an enum constant used only inside a function called from the region */
#include <stdio.h>
enum { SCALE = 4 };
static double A[10], B[10];
static double scaled(double x) { return x * SCALE; }
int main(void)
{
    int i;
    for (i = 0; i < 10; i++) A[i] = i * 0.5;
#pragma bbmm
    for (i = 0; i < 10; i++)
        B[i] = scaled(A[i]);
    for (i = 0; i < 10; i++) printf("%a\n", B[i]);
    return 0;
}
