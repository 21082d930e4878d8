/* snprintf into a char buffer feeds a region on chars; strtod reads back what a region wrote */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define L 64
static char buf[L];
static int dig[L];
static char txt[L];
int main(void)
{
    int i, t, len;
    double vals[] = {0.0, 1.0, 3.25, 12345.5, -7.125};
    for (t = 0; t < 5; t++) {
        memset(buf, 0, sizeof buf);
        len = snprintf(buf, sizeof buf, "%.3f|%d", vals[t], t * 37);
#pragma bbmm
        for (i = 0; i < len; i++)
            dig[i] = (buf[i] >= '0' && buf[i] <= '9') ? buf[i] - '0' : -1;
#pragma bbmm
        for (i = 0; i < len; i++)
            txt[i] = (char)(dig[i] >= 0 ? '0' + (9 - dig[i]) : buf[i]);
        txt[len] = 0;
        char *end;
        double back = strtod(txt, &end);
        printf("%d %s %s %a %ld\n", len, buf, txt, back, (long)(end - txt));
        for (i = 0; i < len; i++) printf("%d ", dig[i]);
        printf("\n");
    }
    return 0;
}
