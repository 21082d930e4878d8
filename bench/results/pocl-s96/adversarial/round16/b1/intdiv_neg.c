/* integer / and % with negative operands, unsigned wrap-around, shifts and bit ops in region values */
#include <stdio.h>
static void run(int n)
{
    int a[50], q[50], r[50];
    unsigned u[50], w[50];
    long l[50];
    int i;
    for (i = 0; i < n; i++) { a[i] = (i * 37) % 23 - 11; u[i] = (unsigned)i * 2654435761u; }
#pragma bbmm
    for (i = 0; i < n; i++) {
        q[i] = a[i] / 4 + (a[i] - 3) / -3;
        r[i] = a[i] % 5 + (-a[i]) % 3 + a[i] % -7;
        w[i] = u[i] - 5u * (unsigned)i + (u[i] >> 3) ^ (u[i] << 5);
        l[i] = (long)a[i] * -3 / 2 + ((long)u[i] >> 1) - (a[i] >> 1) + (a[i] & 6) - (a[i] | 9);
        if (a[i] / 3 == -1 || a[i] % 4 == -3) q[i] = q[i] * 2;
    }
    printf("n=%d\n", n);
    for (i = 0; i < n; i++) printf("%d %d %u %ld\n", q[i], r[i], w[i], l[i]);
}
int main(void)
{
    run(0); run(1); run(2); run(7); run(50);
    return 0;
}
