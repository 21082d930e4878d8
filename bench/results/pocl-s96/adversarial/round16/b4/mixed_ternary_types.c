/* ?: mixing signed and unsigned operands (usual arithmetic conversions), comparisons of the results */
#include <stdio.h>
static void run(int n)
{
    unsigned u[40], r1[40];
    unsigned char uc[40];
    int a[40], r2[40], r3[40];
    long r4[40];
    int i;
    for (i = 0; i < n; i++) { u[i] = (unsigned)(i * 3); uc[i] = (unsigned char)(250 + i); a[i] = i % 3 - 1; }
#pragma bbmm
    for (i = 0; i < n; i++) {
        r1[i] = a[i] > 0 ? u[i] : -1;
        r2[i] = (a[i] < 0 ? uc[i] : -1) * 2;
        r3[i] = (a[i] ? u[i] : a[i]) > 2;
        r4[i] = (long)(i % 2 ? a[i] : u[i]) + (a[i] < u[i]) + (a[i] < (int)u[i]);
    }
    printf("n=%d\n", n);
    for (i = 0; i < n; i++) printf("%u %d %d %ld\n", r1[i], r2[i], r3[i], r4[i]);
}
int main(void)
{
    run(0); run(1); run(2); run(3); run(11); run(40);
    return 0;
}
