/* / and % by data divisors with negative operands, int and long, unsigned % of converted negatives */
#include <stdio.h>
static void run(int n)
{
    int a[40], b[40], q[40], r[40];
    long la[40], lq[40];
    unsigned ur[40];
    int i;
    for (i = 0; i < n; i++) { a[i] = (i * 53) % 41 - 20; b[i] = (i % 7) - 3; if (b[i] == 0) b[i] = 5; la[i] = (long)a[i] * 1000003L; }
#pragma bbmm
    for (i = 0; i < n; i++) {
        q[i] = a[i] / b[i];
        r[i] = a[i] % b[i];
        lq[i] = la[i] / b[i] + la[i] % (b[i] * 7);
        ur[i] = (unsigned)a[i] % (unsigned)(b[i] < 0 ? -b[i] : b[i]) + (unsigned)a[i] / 3u;
    }
    printf("n=%d\n", n);
    for (i = 0; i < n; i++) printf("%d %d %ld %u\n", q[i], r[i], lq[i], ur[i]);
}
int main(void)
{
    run(0); run(1); run(2); run(9); run(40);
    return 0;
}
