/* schoolbook big-number multiply on decimal digit arrays (int), then carry propagation in a serial region */
#include <stdio.h>
#include <string.h>
static void run(const char *sa, const char *sb)
{
    int na = (int)strlen(sa), nb = (int)strlen(sb);
    int a[40], b[40], p[80];
    int i, j, top;
    for (i = 0; i < na; i++) a[i] = sa[na - 1 - i] - '0';
    for (j = 0; j < nb; j++) b[j] = sb[nb - 1 - j] - '0';
    for (i = 0; i < na + nb; i++) p[i] = 0;
#pragma bbmm
    for (i = 0; i < na; i++)
        for (j = 0; j < nb; j++)
            p[i + j] += a[i] * b[j];
#pragma bbmm
    for (i = 0; i < na + nb - 1; i++) {
        p[i + 1] += p[i] / 10;
        p[i] = p[i] % 10;
    }
    top = na + nb - 1;
    while (top > 0 && p[top] == 0) top--;
    printf("%s * %s = ", sa, sb);
    for (i = top; i >= 0; i--) putchar('0' + p[i]);
    putchar('\n');
}
int main(void)
{
    run("0", "0"); run("7", "8"); run("99", "99"); run("123456789", "987654321");
    run("31415926535897932384626433832795", "27182818284590452353602874713527");
    return 0;
}
