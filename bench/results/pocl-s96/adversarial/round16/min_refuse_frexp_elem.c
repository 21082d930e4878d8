/* frexp with &e[i] (an element's address) in a region: refused as "pointer arithmetic on array 'e'" */
#include <stdio.h>
#include <math.h>
int main(void)
{
    double x[8], m[8];
    int e[8], i, n = 8;
    for (i = 0; i < n; i++) x[i] = (double)(i * 3) + 0.5;
#pragma bbmm
    for (i = 0; i < n; i++)
        m[i] = frexp(x[i], &e[i]);
    for (i = 0; i < n; i++) printf("%a %d\n", m[i], e[i]);
    return 0;
}
