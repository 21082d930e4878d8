/* struct with an array member passed by value to a function whose region scales the copy; the copy is returned */
#include <stdio.h>
struct vec { double v[16]; int n; };
static struct vec scale(struct vec s, double k)
{
    int i;
    int n = s.n;
#pragma bbmm
    for (i = 0; i < n; i++)
        s.v[i] = s.v[i] * k + (double)i;
    return s;
}
int main(void)
{
    struct vec a, b;
    int n, i;
    for (n = 0; n <= 16; n += 5) {
        a.n = n;
        for (i = 0; i < 16; i++) a.v[i] = (double)(i % 4) + 0.5;
        b = scale(a, 1.5);
        b = scale(b, -0.5);
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) printf("%a %a\n", a.v[i], b.v[i]);
    }
    return 0;
}
