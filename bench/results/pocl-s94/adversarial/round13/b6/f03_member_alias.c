/* struct pointer members p->v and q->v with p == q for some calls: region writes p->v reading q->v shifted */
#include <stdio.h>
#define N 16
struct vec { int n; double v[N]; };
static struct vec a, b;
static void mix(struct vec *p, const struct vec *q, int n)
{
    int i;
#pragma bbmm
    for (i = 1; i < n; i++)
        p->v[i] = q->v[i - 1] + 0.5 * p->v[i];
}
int main(void)
{
    int i, n;
    for (n = 0; n <= N; n += 5) {
        for (i = 0; i < N; i++) { a.v[i] = i; b.v[i] = -i * 0.5; }
        mix(&a, &b, n);
        mix(&a, &a, n);
        mix(&b, &a, n);
        for (i = 0; i < N; i++) printf("%a %a\n", a.v[i], b.v[i]);
    }
    return 0;
}
