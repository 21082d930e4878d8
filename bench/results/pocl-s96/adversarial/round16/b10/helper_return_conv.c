/* single-return integer helpers whose return type or parameter types narrow the value: unsigned char return, short param, unsigned return of negative */
#include <stdio.h>
static unsigned char wrap8(int v) { return v + 10; }
static int sq8(unsigned char v) { return v * v; }
static unsigned neg_u(int v) { return -v; }
static short half_s(short v) { return v / 2; }
static long widen(int a, int b) { return (long)a * b; }
static void run(int n)
{
    int a[40], r1[40], r2[40];
    unsigned r3[40];
    long r4[40];
    double r5[40];
    int i;
    for (i = 0; i < n; i++) a[i] = i * 23 - 200;
#pragma bbmm
    for (i = 0; i < n; i++) {
        r1[i] = wrap8(a[i]) + wrap8(i * 20);
        r2[i] = sq8(a[i]) - sq8(i + 250);
        r3[i] = neg_u(a[i]) + neg_u(i);
        r4[i] = half_s(a[i] * 200) + widen(a[i], 100000);
        r5[i] = (double)wrap8(i * 13) / 3.0;
    }
    printf("n=%d\n", n);
    for (i = 0; i < n; i++) printf("%d %d %u %ld %a\n", r1[i], r2[i], r3[i], r4[i], r5[i]);
}
int main(void)
{
    run(0); run(1); run(2); run(20); run(40);
    return 0;
}
