/* size_t sizes and iterators with clamps written unsigned-style (i == 0 ? 0 : i - 1), n may be 0 */
#include <stdio.h>
#include <stddef.h>
static void run(size_t n)
{
    double a[40], b[40];
    size_t i;
    for (i = 0; i < n; i++) a[i] = (double)(i * 3 % 8);
#pragma bbmm
    for (i = 0; i < n; i++)
        b[i] = a[i == 0 ? 0 : i - 1] - 2.0 * a[i] + a[i + 1 >= n ? n - 1 : i + 1];
#pragma bbmm
    for (i = n; i-- > 0;)
        a[i] = b[i] + (i + 1 < n ? b[i + 1] : 0.0);
    printf("n=%zu\n", n);
    for (i = 0; i < n; i++) printf("%a %a\n", a[i], b[i]);
}
int main(void)
{
    run(0); run(1); run(2); run(3); run(39);
    return 0;
}
